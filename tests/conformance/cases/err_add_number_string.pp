notify { 'a': message => 1 + 'x' }
