type MyT = String[3]
class c(MyT $p) { }
class { 'c': p => 'ab' }
