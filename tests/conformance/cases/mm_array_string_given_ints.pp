class c(Array[String] $x) {}
class { 'c': x => ['a', 1] }
