notify { "x": message => [upcase(["a", 1])] }
