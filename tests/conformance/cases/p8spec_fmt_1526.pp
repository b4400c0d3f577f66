notify { 'x': message => String(false, '%y') }
