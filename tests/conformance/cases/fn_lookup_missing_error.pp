notify { 'x': message => lookup('nokey') }
