create_resources('notify', {
  'a' => { require => 'bad' },
})
