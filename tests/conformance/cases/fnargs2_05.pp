notify { "x": message => [chop(true)] }
