notify { "x": message => String(Float('1_0')) }
