notify { 'x': message => "${Hash[String, String].new([['a', 'b'], ['c', 'd']])}" }
