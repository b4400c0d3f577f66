notify { "x": message => String(Integer('017', 10)) }
