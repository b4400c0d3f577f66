notify { 'x': message => empty(5) }
