notify { 'a': message => length(5) }
