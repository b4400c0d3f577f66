notify { 'x': message => String('abc' < 1) }
