notify { ['a', 'b', 'c', 'd', 'e', 'f']: }
[Notify['a'], Notify['b']] -> [Notify['c'], Notify['d']] -> [Notify['e'], Notify['f']]
