notify { 'x': message => String(18, '%#6.4p') }
