notify { 'x': message => "${min()}" }
