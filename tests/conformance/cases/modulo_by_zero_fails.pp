notify { 'n': message => 5 % 0 }
