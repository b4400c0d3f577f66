define d($a = 'x', $b = "${a}-b", $c = $title) { notify { "${title}: ${a} ${b} ${c}": } }
d { 'one': }
d { 'two': a => 'y' }
