notify { 'x': message => [1, 1e308 * 10] }
