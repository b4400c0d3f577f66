notify { "x": message => String(Numeric(undef)) }
