notify { 'x': message => String(false, '%a') }
