type MyT = Struct[{a => Integer}]
class c(Hash[String, MyT] $p) { }
class { 'c': p => {k => {a => 'x'}} }
