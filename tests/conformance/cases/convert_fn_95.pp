notify { "x": message => String(Integer(2.7)) }
