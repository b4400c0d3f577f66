notify { 'a': message => String(1, 2, 3, 4) }
