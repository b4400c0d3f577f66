class c(Variant[String, Integer] $p) { }
class { 'c': p => true }
