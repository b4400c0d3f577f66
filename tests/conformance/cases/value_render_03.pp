notify { "x": message => 1.5e-7 }
