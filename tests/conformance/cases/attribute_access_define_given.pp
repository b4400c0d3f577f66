define d($v = 'dv') { }
d { 'x': v => 'given' }
notify { 'n': message => D['x']['v'] }
