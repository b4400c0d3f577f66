notify { "x": message => String(Float('08')) }
