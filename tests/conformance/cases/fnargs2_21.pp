notify { "x": message => [regsubst("a", 1, "b")] }
