notify { 'x': message => String(-18, '%.4A') }
