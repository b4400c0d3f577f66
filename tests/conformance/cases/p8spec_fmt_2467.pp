notify { 'x': message => String(/.*/, '%-5v') }
