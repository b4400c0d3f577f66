@user { ['a', 'b', 'c']: }
realize(User['a'], User['b'])
