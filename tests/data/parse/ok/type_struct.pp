class t(Struct[{ name => String, Optional[port] => Integer }] $s) { notify { "${s}": } }
class { 't': s => { 'name' => 'x' } }
