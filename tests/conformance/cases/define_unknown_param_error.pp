define d($p) { }
d { 'x': p => 1, nosuch => 2 }
