notify { 'x': message => "${Array[Integer, 2, 2].new([1])}" }
