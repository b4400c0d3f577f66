notify { 'x': message => String('A' % 'A') }
