type MyT = Struct[{a => Integer}]
class c(Array[MyT] $p) { }
class { 'c': p => [{}] }
