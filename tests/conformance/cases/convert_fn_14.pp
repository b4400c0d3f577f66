notify { "x": message => String(compare('a', 'B')) }
