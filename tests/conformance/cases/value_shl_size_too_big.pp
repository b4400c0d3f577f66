notify { 'b': message => 1 << 100000000000 }
