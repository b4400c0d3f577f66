notify { "x": message => String(Integer('z', 36)) }
