notify { ['a', 'b', 'c']: }
notify { 'x': before => [Notify['a'], Notify['b']], notify => Notify['c'] }
