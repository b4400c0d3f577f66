notify { 'a': message => Float(1, 2, 3) }
