notify { "x": message => String(Array('abc', true)) }
