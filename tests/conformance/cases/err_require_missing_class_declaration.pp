class c { }
class { 'c':
  require => Notify['m10'],
}
