notify { "x": message => [upcase(true)] }
