notify { "n": message => String[1, 10] }
