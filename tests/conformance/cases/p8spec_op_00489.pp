notify { 'x': message => String(2.5 < default) }
