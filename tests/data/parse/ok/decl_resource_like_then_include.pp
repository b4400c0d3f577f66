class a($p = 1) { notify { "p=${p}": } }
class { 'a': p => 2 }
include a
