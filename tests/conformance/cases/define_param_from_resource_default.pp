define d($x) { notify { "n-${title}": message => $x } }
D { x => 'from default' }
d { 'a': }
