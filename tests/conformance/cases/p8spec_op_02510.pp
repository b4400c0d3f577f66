notify { 'x': message => String(true % 2.5) }
