notify { "x": message => String(String(1.5, '%.3f')) }
