notify { "x": message => String(Numeric('1e5')) }
