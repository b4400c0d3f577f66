notify { "x": message => [tag(1)] }
