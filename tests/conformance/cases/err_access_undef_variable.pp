$x = undef
notify { 'x': message => $x['a'] }
