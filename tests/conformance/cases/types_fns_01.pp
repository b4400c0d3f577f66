class c(Struct[{a => Integer, Optional[b] => String}] $s) {}
class { 'c': s => { a => 1, c => 2 } }
