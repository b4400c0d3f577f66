notify { 'b': message => -5 >> -70 }
