notify { 'a': subscribe => [Notify['b'], Notify['c']] }
notify { ['b', 'c']: }
