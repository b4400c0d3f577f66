class c(Array[Integer] $a) {}
class { 'c': a => 1 }
