notify { "x": message => String(max(1, 2.5, '3')) }
