notify { 'x': message => String(false, '%4.1s') }
