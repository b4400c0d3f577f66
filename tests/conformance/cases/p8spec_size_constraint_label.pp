notify { 'x': message => Array[Integer, Float] }
