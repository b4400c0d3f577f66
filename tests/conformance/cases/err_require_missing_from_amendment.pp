notify { 'a': }
Notify['a'] {
  require => Notify['m2'],
}
