Notify {
  require => Notify['m1'],
}
notify { 'a': }
