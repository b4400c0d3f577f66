notify { 'x': message => String('3' == '0x10') }
