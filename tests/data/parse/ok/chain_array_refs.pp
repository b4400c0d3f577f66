notify { ['a', 'b', 'c', 'd']: }
[Notify['a'], Notify['b']] -> [Notify['c'], Notify['d']]
