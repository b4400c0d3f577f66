notify { "n": message => Optional[Integer[1]] }
