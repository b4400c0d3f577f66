notify { "x": message => [shellquote("a b", "c"), shellquote(["x'y"])] }
