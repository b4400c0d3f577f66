notify { 'x': message => String(default, '%-5d') }
