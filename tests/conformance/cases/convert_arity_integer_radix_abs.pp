notify { 'a': message => Integer('10', 16, true) }
