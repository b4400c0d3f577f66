notify { 'x': message => "${Array[String, 1].new('ab')} ${Array[Integer].new(3)}" }
