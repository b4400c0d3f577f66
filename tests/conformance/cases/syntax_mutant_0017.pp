class c(Integer $p) '  { }
class { 'c': p => 1.5 }
