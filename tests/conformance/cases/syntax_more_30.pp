notify { 'x': message => ,}
