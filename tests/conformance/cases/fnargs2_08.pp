notify { "x": message => [strip(true)] }
