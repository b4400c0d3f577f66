notify { "x": message => [empty(Integer)] }
