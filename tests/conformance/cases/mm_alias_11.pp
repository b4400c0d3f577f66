type MyT = Hash[String, Integer]
class c(MyT $p) { }
class { 'c': p => {a => 'x'} }
