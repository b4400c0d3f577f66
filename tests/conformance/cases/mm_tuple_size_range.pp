class c(Tuple[String, Integer, 1, 2] $t) {}
class { 'c': t => ['a', 'b', 'c'] }
