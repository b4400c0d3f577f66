notify { "x": message => [upcase(1)] }
