notify { 'x': message => String(default, '%#c') }
