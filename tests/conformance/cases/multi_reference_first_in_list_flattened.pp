notify { 'n': message => [Notify[x, y], 2] }
