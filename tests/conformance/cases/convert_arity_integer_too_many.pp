notify { 'a': message => Integer(1, 2, 3, 4) }
