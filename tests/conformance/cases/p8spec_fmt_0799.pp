notify { 'x': message => String(undef, '%4.2c') }
