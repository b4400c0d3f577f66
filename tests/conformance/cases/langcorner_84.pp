notify { "a": message => (1)(2) }
