notify { "x": message => [slice(1, 2)] }
