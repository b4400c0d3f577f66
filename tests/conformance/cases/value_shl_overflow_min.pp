notify { 'b': message => -3 << 62 }
