notify { 'n': message => 1 / 0 }
