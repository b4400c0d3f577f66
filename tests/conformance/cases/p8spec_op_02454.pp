notify { 'x': message => String(true - '3') }
