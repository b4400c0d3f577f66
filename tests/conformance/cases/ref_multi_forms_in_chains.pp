notify { ['a', 'b']: message => 'shared' }
Notify['a', 'b'] -> notify { 'c': }
notify { 'd': require => Notify[['a'], 'b'] }
