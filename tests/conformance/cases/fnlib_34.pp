notify { "x": message => [max(1, 5, 3), min("b", "a"), max([1,2]), abs(-3)] }
