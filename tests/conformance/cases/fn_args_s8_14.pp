notify { 'a': message => regsubst('a', 'b') }
