notify { "x": message => [rstrip(true)] }
