notify { "x": message => [sprintf('%y', 1)] }
