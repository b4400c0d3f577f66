class c(Array[String] $p) { }
class { 'c': p => [1] }
