notify { 'x': message => lookup('password') }
