notify { 'a': message => dig(undef, 'a') }
