notify { "x": message => [match("a", true)] }
