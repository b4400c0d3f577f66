notify { 'x': message => String(undef, '%5b') }
