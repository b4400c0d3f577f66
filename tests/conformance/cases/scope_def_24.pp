notify { ['a', 'b']: } -> notify { 'c': }
Notify['c'] <- Notify['a']
