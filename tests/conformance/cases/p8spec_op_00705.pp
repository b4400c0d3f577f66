notify { 'x': message => String('3' << 2.5) }
