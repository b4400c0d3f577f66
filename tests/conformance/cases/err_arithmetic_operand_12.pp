notify { 'x': message => /re/ + 1 }
