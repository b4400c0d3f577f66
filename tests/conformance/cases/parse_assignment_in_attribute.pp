notify { 'x': message => $y = 1 }
