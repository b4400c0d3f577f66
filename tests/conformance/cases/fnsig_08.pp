notify { "x": message => [match("a", [1])] }
