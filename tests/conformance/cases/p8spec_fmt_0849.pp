notify { 'x': message => String(undef, '%-10.2E') }
