notify { "x": message => [match("a", Integer)] }
