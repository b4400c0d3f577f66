notify { "x": message => [sprintf('%')] }
