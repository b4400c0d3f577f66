notify { 'x': message => "${Hash[String,Integer].new([['a','1']])}" }
