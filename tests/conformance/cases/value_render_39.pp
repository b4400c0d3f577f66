notify { "x": message => -0.0 }
