notify { 'b': } next()
notify { 'c': }
