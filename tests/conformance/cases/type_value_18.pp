notify { "n": message => Default }
