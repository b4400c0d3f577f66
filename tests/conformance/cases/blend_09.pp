define d($v) { notify { "d-${title}": message => $v } }
d { 'one': v => 'a' }
notify { 'r': message => D['one']['v'] }
