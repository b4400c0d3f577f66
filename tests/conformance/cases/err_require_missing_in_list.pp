notify { 'a': }
notify { 'b':
  require => [
    Notify['a'],
    Notify['m9'],
  ],
}
