notify { 'x': message => String(18, '%5d') }
