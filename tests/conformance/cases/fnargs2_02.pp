notify { "x": message => [capitalize(true)] }
