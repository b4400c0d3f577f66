notify { 'x': message => String(default != '3') }
