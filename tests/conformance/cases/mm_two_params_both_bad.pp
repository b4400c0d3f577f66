class c(Integer $a, String $b) {}
class { 'c': a => 'x', b => 1 }
