create_resources('notify', {
  'a' => { message => 'x' },
}, {
  require => Notify['r1'],
})
