class c(Integer $x) {}
class { 'c': x => [1,2] }
