notify { 'x': message => Integer + 1 }
