notify { 'a': message => empty(5) }
