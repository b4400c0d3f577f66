notify { 'x': message = 'a' }
