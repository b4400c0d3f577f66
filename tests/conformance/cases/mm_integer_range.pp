class c(Integer[1, 10] $i) {}
class { 'c': i => 11 }
