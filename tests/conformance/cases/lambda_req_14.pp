define d($a = 1, $b) { notify { "d${a}${b}": } }
d { 'x': b => 2 }
