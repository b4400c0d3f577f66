notify { "x": message => [regsubst("a", "a", "b", "Q")] }
