class c(Struct[{a => Integer, Optional[b] => String}] $s) { notify { "${s}": } }
class { 'c': s => {a => 1} }
