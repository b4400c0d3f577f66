notify { 'x': message => String(/.*/, '%c') }
