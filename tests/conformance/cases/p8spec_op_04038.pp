notify { 'x': message => String(default % Integer) }
