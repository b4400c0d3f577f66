notify { "x": message => 1e20 }
