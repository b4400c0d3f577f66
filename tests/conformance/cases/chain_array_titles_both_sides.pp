notify { ['a', 'b']: } -> notify { ['c', 'd']: }
