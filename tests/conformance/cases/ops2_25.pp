notify { "x": message => [String(1.0), String(1e-5), 1e-5, 2.0e10, 1e100] }
