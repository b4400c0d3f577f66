notify { 'x': message => String(false, '%-5v') }
