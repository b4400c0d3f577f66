notify { "x": message => String(compare(2, 10)) }
