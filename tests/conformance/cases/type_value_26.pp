notify { "n": message => Integer[default, 5] }
