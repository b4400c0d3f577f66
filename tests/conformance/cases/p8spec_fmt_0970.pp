notify { 'x': message => String(undef, '%.3t') }
