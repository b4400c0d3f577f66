notify { ['a','b','c']: }
notify { 'd': before => [Notify['a'], 'Notify[b]'], require => Notify['c'] }
