class c(Struct[{ a => Integer }] $s) {}
class { 'c': s => { 'a' => 1, 'b' => 2 } }
