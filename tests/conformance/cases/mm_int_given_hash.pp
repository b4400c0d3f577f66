class c(Integer $x) {}
class { 'c': x => {a => 1} }
