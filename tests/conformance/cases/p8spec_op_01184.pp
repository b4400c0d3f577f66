notify { 'x': message => String('0x10' !~ [1,2]) }
