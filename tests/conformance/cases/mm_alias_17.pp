type MyT = Struct[{a => Integer}]
class c(Optional[MyT] $p) { }
class { 'c': p => {b => 1} }
