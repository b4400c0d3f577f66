notify { "x": message => [regsubst(1, "a", "b")] }
