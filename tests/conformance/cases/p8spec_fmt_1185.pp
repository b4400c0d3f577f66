notify { 'x': message => String(true, '%c') }
