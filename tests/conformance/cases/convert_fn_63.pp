notify { "x": message => String(Float('017')) }
