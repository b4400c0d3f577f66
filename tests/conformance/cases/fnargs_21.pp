notify { "x": message => [empty(1)] }
