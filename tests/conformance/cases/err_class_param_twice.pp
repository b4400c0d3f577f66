class a($x = 1) {}
class { 'a': x => 1, x => 2 }
