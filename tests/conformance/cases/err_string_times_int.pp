notify { 'x': message => 'a' * 3 }
