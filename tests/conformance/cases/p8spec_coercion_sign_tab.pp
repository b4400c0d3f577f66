notify { 'x': message => String("+\t7" * 2) }
