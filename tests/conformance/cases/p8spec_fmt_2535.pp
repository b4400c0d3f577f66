notify { 'x': message => String(/.*/, '%11b') }
