define d($m = 'x') { notify { "d-${title}": message => $m } }
d { 'one': }
notify { 'after': }
d { 'two': m => 'y' }
