notify { 'a': message => Variant[String, 'x'] }
