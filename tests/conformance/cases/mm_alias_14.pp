type MyT = Optional[Struct[{a => Integer}]]
class c(MyT $p) { }
class { 'c': p => {} }
