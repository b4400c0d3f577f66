notify { 'a': message => lookup('a', undef, undef, 'nf') }
notify { 'b': message => lookup('b', undef, undef, 'nf') }
