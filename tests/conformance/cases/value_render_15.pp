notify { "x": message => Integer[1,2] }
