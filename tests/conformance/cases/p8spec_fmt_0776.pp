notify { 'x': message => String(3.14, '%.3T') }
