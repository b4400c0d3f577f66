notify { 'a': message => lookup('mod::a', undef, undef, 'nf') }
