define d($x = $title, $y = "${name}-y") { notify { "${x}/${y}": } }
d { 'one': }
d { 'two': x => 'X' }
