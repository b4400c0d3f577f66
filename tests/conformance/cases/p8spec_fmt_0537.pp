notify { 'x': message => String(18.0, '%t') }
