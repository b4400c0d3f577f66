notify { 'x': message => String(default, '%.2s') }
