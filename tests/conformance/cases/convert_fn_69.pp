notify { "x": message => String(Numeric(' 5')) }
