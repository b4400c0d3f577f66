class users { @user { ['a', 'b']: } }
include users
realize(User['a'])
