notify { 'x': message => String(undef, '%#D') }
