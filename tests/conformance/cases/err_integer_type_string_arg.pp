notify { 'a': message => Integer['x'] }
