notify { 'x': message => String(true, '%a') }
