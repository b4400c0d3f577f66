notify { "x": message => String(Integer('12', 8)) }
