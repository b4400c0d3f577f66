notify { "x": message => [new(Integer)] }
