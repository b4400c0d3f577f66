notify { "x": message => [empty(true)] }
