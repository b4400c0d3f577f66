notify { 'a': message => unique(1) }
