class c(Variant[String, Integer] $p) { }
class { 'c': p => 1.5 }
