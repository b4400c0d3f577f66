notify { "x": message => String('a' < 'B') }
