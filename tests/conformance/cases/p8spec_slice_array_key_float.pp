notify { 'x': message => [5, 6][0, 1.5] }
