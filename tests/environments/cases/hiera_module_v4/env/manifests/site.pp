notify { 'a': message => lookup('mod::a', undef, undef, 'nf') }
notify { 'b': message => lookup('mod::b', undef, undef, 'nf') }
