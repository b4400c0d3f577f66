define d($x = $title) { notify { "n-${name}": message => $x } }
d { ['a', 'b']: }
