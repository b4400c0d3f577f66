notify { 'x': message => lookup('mod::x', undef, undef, 'nf') }
