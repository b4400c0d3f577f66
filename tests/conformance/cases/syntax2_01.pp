notify { "a": message => }
