notify { 'a': message => lookup('a') }
notify { 'b': message => lookup('b') }
notify { 'lo': message => lookup('lookup_options', undef, undef, 'nf') }
