notify { "x": message => [split(true, ",")] }
