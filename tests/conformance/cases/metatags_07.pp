define d($x) { notify { "n-${title}": message => $x } }
d { 'a': x => 1, alias => 'dalias' }
notify { 'b': require => D['dalias'] }
