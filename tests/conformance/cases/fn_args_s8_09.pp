notify { 'a': message => flatten() }
