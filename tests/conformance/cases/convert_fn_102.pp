notify { "x": message => String(Integer('17', 2)) }
