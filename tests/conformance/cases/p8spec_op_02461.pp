notify { 'x': message => String(true - Integer) }
