create_resources('notify', {
  'a' => { require => Notify['m8'] },
})
