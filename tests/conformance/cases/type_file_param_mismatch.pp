class c(Type[File] $f) { }
class { 'c': f => User['x'] }
