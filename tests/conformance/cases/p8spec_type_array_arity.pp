notify { 'x': message => Array[String, 1, 2, 3] }
