notify { 'x': message => 2 ** 64 }
