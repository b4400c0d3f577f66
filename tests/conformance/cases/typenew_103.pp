notify { 'x': message => "${Array[Integer, 3].new([1])}" }
