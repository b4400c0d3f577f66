notify { 'x': message => NotUndef[1] }
