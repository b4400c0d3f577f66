notify { 'x': message => String(true, '%4.1d') }
