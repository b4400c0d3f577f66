notify { "x": message => [flatten()] }
