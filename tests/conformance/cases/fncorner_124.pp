notify { 'x': message => "${max(1, 'a')}" }
