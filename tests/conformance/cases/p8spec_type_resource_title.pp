notify { 'x': message => Resource[file, 'a', 1] }
