notify { 'b': message => lookup('other::b', undef, undef, 'nf') }
