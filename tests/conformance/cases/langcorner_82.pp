notify { "a": message => String(Integer[1,2][0]("1")) }
