define d($a) { }
d { 'x': a => 1, c => 2 }
