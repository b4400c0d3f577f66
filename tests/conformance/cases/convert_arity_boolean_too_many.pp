notify { 'a': message => Boolean(1, 2) }
