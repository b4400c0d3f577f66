type MyT = Integer
type MyU = MyT
class c(MyU $p) { }
class { 'c': p => 'x' }
