notify { 'x': message => String(default in default) }
