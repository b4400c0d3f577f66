notify { 'a': message => Numeric(1, 2, 3) }
