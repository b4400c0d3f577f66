define d($v = 'dv') { notify { "d ${title}": } }
d { 'x': }
notify { 'n': message => D['x']['v'] }
