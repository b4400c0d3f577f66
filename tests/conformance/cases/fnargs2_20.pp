notify { "x": message => [abs("5")] }
