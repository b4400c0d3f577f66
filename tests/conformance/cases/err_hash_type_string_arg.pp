notify { 'a': message => Hash[String, 'x'] }
