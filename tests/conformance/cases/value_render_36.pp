notify { "x": message => 1 / 3.0 }
