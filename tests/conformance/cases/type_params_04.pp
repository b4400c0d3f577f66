notify { "n": message => Init[Integer, 1] }
