notify { 'x': message => true + 1 }
