notify { "x": message => String(1 in [1.0]) }
