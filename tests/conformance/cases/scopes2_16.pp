define d($x = $title) { notify { "n-${x}": message => $name } }
d { 'one': }
d { 'two': x => 'zwei' }
