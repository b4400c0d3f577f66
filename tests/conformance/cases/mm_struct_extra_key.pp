class c(Struct[{a => Integer}] $s) {}
class { 'c': s => { 'a' => 1, 'z' => 2 } }
