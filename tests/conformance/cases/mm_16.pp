class c(Struct[{a => Integer}] $p) { }
class { 'c': p => {'b' => 1} }
