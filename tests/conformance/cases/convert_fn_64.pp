notify { "x": message => String(Numeric('017')) }
