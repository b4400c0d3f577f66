notify { 'a': message => then(1) }
