notify { 'a': message => lookup('a', undef, undef, 'nf') }
notify { 'b': message => lookup('b', undef, undef, 'nf') }
notify { 'c': message => lookup('c', undef, undef, 'nf') }
notify { 'd': message => lookup('d', undef, undef, 'nf') }
notify { 'e': message => lookup('e', undef, undef, 'nf') }
notify { 't': message => $trusted }
