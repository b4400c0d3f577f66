class c(Variant[Hash[String,String], Integer[10]] $p) { }
class { 'c': p => 5 }
