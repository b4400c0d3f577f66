notify { 'x': message => String(18, '%5.2A') }
