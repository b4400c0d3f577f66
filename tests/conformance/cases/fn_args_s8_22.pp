notify { 'a': message => range(1, 3) }
