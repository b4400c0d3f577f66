notify { 'x': message => 'hello'[1, 2, 3] }
