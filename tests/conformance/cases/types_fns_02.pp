class c(Tuple[Integer, String, 1, 2] $t) {}
class { 'c': t => [1, 'a', 'b', 'c'] }
