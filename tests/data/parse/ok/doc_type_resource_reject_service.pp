class c(Type[File] $f) { }
class { 'c': f => Service['x'] }
