notify { 'a': require => [Notify['b'], [Notify['c']]], before => [] }
notify { ['b', 'c']: }
