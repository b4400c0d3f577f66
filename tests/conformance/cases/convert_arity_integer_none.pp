notify { 'a': message => Integer() }
