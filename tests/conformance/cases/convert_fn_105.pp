notify { "x": message => String(type(/x/, "generalized")) }
