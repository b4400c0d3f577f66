notify { "x": message => [range(1, 3)] }
