class c($p = 1) { notify { "c${p}": } }
notify { 'first': }
class { 'c': p => 2, before => Notify['first'] }
