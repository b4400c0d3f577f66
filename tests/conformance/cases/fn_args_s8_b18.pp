notify { 'a': message => max(1, 2.5) }
