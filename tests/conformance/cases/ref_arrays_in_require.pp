$refs = [Notify['a'], Notify['b']]
notify { ['a', 'b']: }
notify { 'c': require => $refs }
notify { 'd': require => [$refs, Notify['c']] }
