notify { 'x': message => String('A' + '3') }
