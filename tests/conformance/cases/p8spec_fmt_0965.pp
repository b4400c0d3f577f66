notify { 'x': message => String(undef, '%11u') }
