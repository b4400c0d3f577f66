notify { 'a': }
notify { ['b', 'a']: }
