notify { 'a': message => Hash(1, 2, 3) }
