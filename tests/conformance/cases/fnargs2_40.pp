notify { "x": message => [get(1, 1)] }
