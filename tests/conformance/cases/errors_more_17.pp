class c($x) { }
class { 'c': x => 1, y => 2 }
