notify { "x": message => [lstrip(true)] }
