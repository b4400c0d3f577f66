notify { 'a': message => lookup('a', undef, 'unique') }
