notify { 'x': message => default > 1 }
