notify { 'x': message => 1 < Integer }
