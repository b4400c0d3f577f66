notify { 'n': message => ['10' + 5, '0x10' + 0, '1e2' + 0, ' 5' + 0] }
