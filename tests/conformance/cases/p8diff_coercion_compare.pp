notify { 'x': message => String('10' < 9) }
