notify { 'x': message => String(default / true) }
