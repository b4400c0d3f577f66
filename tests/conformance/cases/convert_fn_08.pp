notify { "x": message => String('hello'.index('l')) }
