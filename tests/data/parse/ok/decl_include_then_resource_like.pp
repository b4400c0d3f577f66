class a($p = 1) {}
include a
class { 'a': p => 2 }
