type MyT = Integer[1,5]
class c(MyT $p) { }
class { 'c': p => 7 }
