class c($p) { }
class { 'c': p => 1, nosuch => 2 }
