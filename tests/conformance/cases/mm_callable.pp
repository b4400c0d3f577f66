class c(Callable $x) {}
class { 'c': x => 1 }
