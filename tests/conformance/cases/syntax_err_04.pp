notify { 'a': message = 'x' }
