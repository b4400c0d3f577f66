define d($x) { }
d { 'x': y => 1 }
