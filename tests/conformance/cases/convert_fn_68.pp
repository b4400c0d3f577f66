notify { "x": message => String(Numeric('1_000')) }
