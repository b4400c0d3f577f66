notify { 'x': message => String(undef, '%E') }
