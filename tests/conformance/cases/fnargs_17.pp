notify { "x": message => [lookup()] }
