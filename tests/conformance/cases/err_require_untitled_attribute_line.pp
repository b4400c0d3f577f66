notify { 'a':
  require => 'foo',
}
