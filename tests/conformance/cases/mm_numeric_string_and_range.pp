class c(Numeric $n, Integer[0] $i) {}
class { 'c': n => '1', i => -1 }
