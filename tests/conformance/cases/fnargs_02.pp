notify { "x": message => [split(1, ",")] }
