class t(Struct[{ name => String }] $s) { }
class { 't': s => { 'name' => 1 } }
