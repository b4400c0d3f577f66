class a($p = 1) { notify { "a${p}": } }
include a
class { 'a': p => 2 }
