@notify { ['a', 'b']: }
realize([Notify['a'], Notify['b']])
