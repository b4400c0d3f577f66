define d($n) { if $n > 0 { d { "${title}-${n}": n => $n - 1 } } notify { "d ${title}": } }
d { 'r': n => 2 }
