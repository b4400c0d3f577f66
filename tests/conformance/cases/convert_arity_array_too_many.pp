notify { 'a': message => Array(1, 2, 3) }
