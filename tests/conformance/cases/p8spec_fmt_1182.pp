notify { 'x': message => String(default, '% d') }
