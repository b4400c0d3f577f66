notify { 'x': message => String(/.*/, '%.2B') }
