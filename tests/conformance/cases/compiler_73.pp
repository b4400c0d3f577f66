define d($p = 1) { notify { "d${title}${p}": } }
d { default: p => 2; 'x': ; 'y': p => 3 }
