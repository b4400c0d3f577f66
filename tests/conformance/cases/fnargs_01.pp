notify { "x": message => [join(1)] }
