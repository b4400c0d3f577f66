class c(Hash[String, Integer] $x) {}
class { 'c': x => {a => 'x'} }
