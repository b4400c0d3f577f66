notify { 'x': message => String(18, '%4.1p') }
