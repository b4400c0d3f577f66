notify { 'x': message => String(/.*/, '%.1s') }
