notify { 'a': message => Array[Integer, 'x'] }
