notify { "x": message => [split("a", 1)] }
