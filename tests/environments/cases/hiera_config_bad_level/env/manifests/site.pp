notify { 'a': message => lookup('a', undef, undef, 'nf') }
