notify { 'x': message => 'a' } }
