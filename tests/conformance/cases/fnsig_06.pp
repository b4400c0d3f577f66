notify { "x": message => [sprintf([1])] }
