@user { ['a', 'b']: }
realize User['b']
