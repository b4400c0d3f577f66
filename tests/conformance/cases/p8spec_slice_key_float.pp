notify { 'x': message => 'hello'[2.0] }
