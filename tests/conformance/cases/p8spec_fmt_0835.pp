notify { 'x': message => String(undef, '%A') }
