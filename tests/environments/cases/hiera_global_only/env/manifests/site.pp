notify { 'a': message => lookup('a') }
notify { 'm': message => lookup('mod::x', undef, undef, 'nf') }
