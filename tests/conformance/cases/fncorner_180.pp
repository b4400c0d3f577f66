notify { 'x': message => "${min([])}" }
