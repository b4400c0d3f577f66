notify { [['a', ['b']], 'c']: }
