notify { "x": message => [length(true)] }
