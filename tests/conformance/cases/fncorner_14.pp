notify { 'x': message => "${min(1,'a')}" }
