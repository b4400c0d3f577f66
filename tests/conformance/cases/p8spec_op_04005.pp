notify { 'x': message => String(default * 'A') }
