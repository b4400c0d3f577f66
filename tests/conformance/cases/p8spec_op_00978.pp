notify { 'x': message => String('0x10' / true) }
