define d($x) { }
d { 'a': y => 1 }
