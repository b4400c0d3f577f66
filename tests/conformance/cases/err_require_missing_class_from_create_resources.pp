class c {}
create_resources('class', {
  'c' => { require => Notify['r3'] },
})
