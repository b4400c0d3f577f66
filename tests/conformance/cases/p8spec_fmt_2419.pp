notify { 'x': message => String(/.*/, '%10.2e') }
