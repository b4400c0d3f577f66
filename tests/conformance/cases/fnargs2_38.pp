notify { "x": message => [realize("x")] }
