notify { "x": message => [strip(1)] }
