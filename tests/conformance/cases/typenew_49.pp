notify { 'x': message => "${Array[Integer].new(['1','2'])}" }
