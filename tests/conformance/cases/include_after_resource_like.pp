class c($p = 1) { notify { "p${p}": } }
class { 'c': p => 5 }
include c
