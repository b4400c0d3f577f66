class c(Float $f) { }
class { 'c': f => 1 }
