notify { 'x': message => "${Array[String].new([1, 2])}" }
