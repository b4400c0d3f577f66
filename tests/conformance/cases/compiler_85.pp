notify { ['a', 'a']: }
