notify { 'x': message => String(undef, '%10A') }
