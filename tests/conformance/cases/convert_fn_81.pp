notify { "x": message => String(Float('abc')) }
