class c(Array[Integer, 1, 2] $p) { }
class { 'c': p => [1,2,3] }
