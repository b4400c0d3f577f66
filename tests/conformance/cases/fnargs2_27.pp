notify { "x": message => [size(true)] }
