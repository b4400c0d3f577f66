type MyT = Struct[{a => Integer}]
class c(MyT $p) { }
class { 'c': p => {a => 1, b => 2} }
