type MyT = Enum['a','b']
class c(MyT $p) { }
class { 'c': p => 'c' }
