notify { "x": message => String(Float(true)) }
