notify { "x": message => [abs("x")] }
