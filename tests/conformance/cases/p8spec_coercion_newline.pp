notify { 'x': message => String("7\n" + 1) }
