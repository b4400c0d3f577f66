notify { "a": message => String(Integer[0, 5]("10", 16)) }
