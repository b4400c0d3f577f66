notify { "x": message => [sprintf(true)] }
