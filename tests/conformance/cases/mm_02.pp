class c(Integer[0] $p) { }
class { 'c': p => -1 }
