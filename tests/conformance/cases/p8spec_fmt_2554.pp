notify { 'x': message => String(/.*/, '%05d') }
