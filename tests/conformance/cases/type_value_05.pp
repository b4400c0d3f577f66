notify { "n": message => Enum['a', 'b'] }
