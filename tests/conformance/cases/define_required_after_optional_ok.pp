define d($x = 1, $y) {}
d { 'a': y => 2 }
