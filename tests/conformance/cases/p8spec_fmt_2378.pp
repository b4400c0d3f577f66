notify { 'x': message => String(/.*/, '%#4.2u') }
