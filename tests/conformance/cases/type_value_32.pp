notify { "n": message => Init[Integer] }
