notify { 'x': message => File['a', 2] }
