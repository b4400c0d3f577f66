notify { ['a', 'b']: }
notify { 'c': before => Notify['a', 'b'] }
