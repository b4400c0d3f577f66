@notify { 'a':
  require => Notify['m12'],
}
realize(Notify['a'])
