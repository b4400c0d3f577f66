notify { 'x': message => String('-1' << '0x10') }
