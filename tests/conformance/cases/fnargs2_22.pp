notify { "x": message => [regsubst("a", "a", 1)] }
