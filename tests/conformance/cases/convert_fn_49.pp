notify { "x": message => String('abc' * 2) }
