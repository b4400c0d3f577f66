class c(Variant[Array[String], Integer] $p) { }
class { 'c': p => [1] }
