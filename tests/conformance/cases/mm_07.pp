class c(Enum['x'] $p) { }
class { 'c': p => 1 }
