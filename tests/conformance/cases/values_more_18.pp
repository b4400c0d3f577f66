notify { 'n': message => 'abcdef'[1, -2] }
