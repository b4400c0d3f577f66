class c(Hash[String, Optional[Enum['x']]] $p) {}
class { 'c': p => {'k' => 'cat'} }
