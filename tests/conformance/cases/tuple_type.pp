class c(Tuple[String, Integer] $t) { notify { "${t}": } }
class { 'c': t => ['a', 'b'] }
