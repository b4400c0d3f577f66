notify { 'x': message => [5, 6][true] }
