notify { 'a': message => lookup(1) }
