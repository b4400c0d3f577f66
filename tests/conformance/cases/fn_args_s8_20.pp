notify { 'a': message => strip(5) }
