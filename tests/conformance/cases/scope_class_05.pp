class x($p = 1) { notify { "p${p}": } }
class { 'x': p => 2 }
include x
