notify { 'x': message => String(undef, '%.4a') }
