define d($x = 'dx') { }
d { 'one': x => 'given' }
notify { 'p': message => D['one']['x'] }
