notify { 'a': message => max('a', 1) }
