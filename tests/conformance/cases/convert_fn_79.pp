notify { "x": message => String(Numeric(true)) }
