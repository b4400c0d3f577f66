notify { "x": message => String(2 ** 10) }
