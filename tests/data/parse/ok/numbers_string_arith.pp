notify { 'n': message => ['1' + 1, '1.5' + 1, '0x10' + 0] }
