notify { 'x': message => String(3.14, '%5b') }
