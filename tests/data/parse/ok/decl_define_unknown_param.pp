define d($p = 1) {}
d { 'x': q => 2 }
