notify { 'x': message => Array['x'] }
