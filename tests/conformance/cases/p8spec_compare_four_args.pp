notify { 'x': message => compare(1, 2, true, 3) }
