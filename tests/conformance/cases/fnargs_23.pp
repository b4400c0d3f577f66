notify { "x": message => [capitalize(1)] }
