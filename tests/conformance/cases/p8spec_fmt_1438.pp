notify { 'x': message => String(false, '%.2E') }
