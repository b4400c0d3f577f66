notify { 'a': before => Notify['b'] }
notify { 'b': notify => [Notify['c'], Notify['d']] }
notify { ['c', 'd']: subscribe => Notify['a'] }
