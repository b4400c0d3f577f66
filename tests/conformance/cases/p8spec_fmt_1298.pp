notify { 'x': message => String(true, '%5b') }
