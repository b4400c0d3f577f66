$v = Notify['a'] -> Notify['b']
notify { ['a', 'b']: }
notify { "v=${v}": }
