notify { "n": message => Integer[1] }
