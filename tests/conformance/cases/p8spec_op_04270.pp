notify { 'x': message => String('A' + default) }
