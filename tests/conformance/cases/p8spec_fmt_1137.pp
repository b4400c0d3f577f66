notify { 'x': message => String(default, '%[a') }
