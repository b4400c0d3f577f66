notify { 'x': message => "${Array[Integer].new('abc')}" }
