notify { 'x': message => String(2.5 >= '0x10') }
