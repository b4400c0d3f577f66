notify { "x": message => [capitalize({a => "b"})] }
