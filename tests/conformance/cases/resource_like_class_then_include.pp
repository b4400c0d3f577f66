class a($p = 1) { notify { "x${p}": } }
class { 'a': p => 2 }
include a
