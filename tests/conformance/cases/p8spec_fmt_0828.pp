notify { 'x': message => String(undef, '%#B') }
