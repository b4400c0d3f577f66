notify { 'n': message => [1 < '2'] }
