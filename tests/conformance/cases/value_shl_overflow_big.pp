notify { 'b': message => 1 << 100 }
