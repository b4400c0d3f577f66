notify { 'a': message => upcase(5) }
