class c(Hash[String, Integer] $h) {}
class { 'c': h => { 1 => 2 } }
