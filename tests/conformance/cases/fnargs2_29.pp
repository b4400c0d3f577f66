notify { "x": message => [index(1, 1)] }
