notify { "x": message => [ceiling(1.2), floor(1.8), ceiling(3), floor("2.5")] }
