notify { 'a': message => unique(3) }
