notify { "x": message => [size(1)] }
