define d($p = 'v') { }
d { 'i': }
notify { 'out': message => D['i']['p'] }
