notify { 'x': message => Class[] }
