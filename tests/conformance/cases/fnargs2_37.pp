notify { "x": message => [tagged(1)] }
