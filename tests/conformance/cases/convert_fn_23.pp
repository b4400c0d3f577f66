notify { "x": message => String('abc'.chop) }
