user { 'u': }
realize(User['u'])
