notify { 'x': message => String(false, '%4.2d') }
