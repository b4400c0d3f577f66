type MyT = Tuple[String, Integer]
class c(MyT $p) { }
class { 'c': p => ['a', 'b'] }
