define d($x) { if $x > 1 { next() } notify { "d${x}": } }
d { 'a': x => 1 }
d { 'b': x => 2 }
