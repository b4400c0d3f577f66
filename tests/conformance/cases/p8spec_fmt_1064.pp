notify { 'x': message => String(default, '%010A') }
