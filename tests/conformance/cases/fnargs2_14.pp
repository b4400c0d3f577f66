notify { "x": message => [join([1], 1)] }
