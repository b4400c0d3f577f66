notify { 'x': message => String(Integer > '0x10') }
