notify { ['a', 'b', 'c']: }
Notify['a'] -> Notify['b', 'c']
[Notify['b'], Notify['c']] -> notify { 'd': }
