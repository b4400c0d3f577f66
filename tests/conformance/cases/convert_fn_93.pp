notify { "x": message => String(Float(Integer)) }
