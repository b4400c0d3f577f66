notify { 'x': message => [5, 6, 7][0, 1, 2] }
