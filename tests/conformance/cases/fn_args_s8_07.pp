notify { 'a': message => empty(1) }
