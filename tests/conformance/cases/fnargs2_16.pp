notify { "x": message => [values(1)] }
