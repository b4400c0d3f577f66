notify { "x": message => String(Float('1e3')) }
