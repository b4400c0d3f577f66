notify { 'x': message => strip([' a', [' b']]) }
