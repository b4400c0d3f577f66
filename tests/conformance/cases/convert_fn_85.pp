notify { "x": message => String(Numeric('08')) }
