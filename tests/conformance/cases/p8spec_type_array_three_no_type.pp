notify { 'x': message => Array[1, 2, 3] }
