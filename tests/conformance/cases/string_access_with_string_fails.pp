$s = 'str'
notify { 'n': message => $s['x'] }
