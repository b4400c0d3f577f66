notify { "x": message => [dig(1, 2)] }
