type MyT = Array[String]
class c(MyT $p) { }
class { 'c': p => [1] }
