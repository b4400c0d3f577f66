notify { "x": message => [flatten(1)] }
