notify { 'x': message => String(true, '%5.2a') }
