notify { "x": message => String(Numeric('0o17')) }
