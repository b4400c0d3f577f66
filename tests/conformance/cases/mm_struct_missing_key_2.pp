class c(Struct[{ a => Integer, b => String }] $s) {}
class { 'c': s => { 'a' => 1 } }
