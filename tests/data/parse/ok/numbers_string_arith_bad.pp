notify { 'n': message => 'abc' + 1 }
