notify { 'x': message => String(default, '%.2E') }
