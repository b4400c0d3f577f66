notify { "x": message => [sort(1)] }
