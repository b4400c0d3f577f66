notify { 'x': message => String(3.14, '%#6.4p') }
