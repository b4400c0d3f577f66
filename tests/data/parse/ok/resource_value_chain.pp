notify { 'a': } -> notify { ['b', 'c']: }
