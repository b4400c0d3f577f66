notify { "a": message => String(Integer[0, 100]("10", 16)) }
