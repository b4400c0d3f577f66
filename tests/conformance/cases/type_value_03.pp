notify { "n": message => Integer[1, 2] }
