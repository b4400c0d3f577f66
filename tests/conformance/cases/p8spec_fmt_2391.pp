notify { 'x': message => String(/.*/, '%#x') }
