notify { 'x': message => String(false, '%.3t') }
