notify { 'x': message => lookup('user') }
