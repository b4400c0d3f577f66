notify { 'x': message => String(true, '%#b') }
