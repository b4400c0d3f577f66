notify { 'a': message => upcase(1) }
