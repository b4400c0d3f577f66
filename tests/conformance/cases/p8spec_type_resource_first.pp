notify { 'x': message => Resource[1] }
