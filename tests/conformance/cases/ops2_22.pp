notify { "x": message => [5.0 / 0] }
