notify { 'a': require => [Notify['b'], [Notify['c']]] }
notify { ['b', 'c']: }
