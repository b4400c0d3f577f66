notify { 'x': message => String(true != true) }
