class c(Integer[0] $i) { }
class { 'c': i => -1 }
