notify { 'x': message => NotUndef[String, Integer] }
