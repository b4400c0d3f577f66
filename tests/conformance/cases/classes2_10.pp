class a($p = 1) { }
class { 'a': p => 2 }
class { 'a': p => 3 }
