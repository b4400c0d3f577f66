notify { "x": message => String(7.0 / 2) }
