notify { "x": message => 0.1 + 0.2 }
