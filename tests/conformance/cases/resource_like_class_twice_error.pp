class c($p = 1) {}
class { 'c': }
class { 'c': p => 2 }
