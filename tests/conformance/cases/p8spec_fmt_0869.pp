notify { 'x': message => String(undef, '%#n') }
