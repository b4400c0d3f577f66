class c(Struct[{a => Integer}] $s) {}
class { 'c': s => { a => 'no' } }
