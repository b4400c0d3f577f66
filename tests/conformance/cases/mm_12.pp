class c(Numeric $p) { }
class { 'c': p => '1' }
