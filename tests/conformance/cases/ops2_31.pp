notify { 'x': message => [1, 5.0 / 0] }
