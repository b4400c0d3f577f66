class c(Tuple[String, String] $t) {}
class { 'c': t => ['a'] }
