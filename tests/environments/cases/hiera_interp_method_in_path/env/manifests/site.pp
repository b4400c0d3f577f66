notify { 'a': message => lookup('x', undef, undef, 'nf') }
