type MyT = Variant[String, Integer]
class c(MyT $p) { }
class { 'c': p => [1] }
