notify { 'x': message => String(/.*/, '%5.2b') }
