class a($p = 1) { notify { "a${p}": } }
class { 'a': p => 2 }
class { 'a': p => 3 }
