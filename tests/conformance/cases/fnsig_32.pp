notify { "x": message => [regsubst(["a", 1], "a", "b")] }
