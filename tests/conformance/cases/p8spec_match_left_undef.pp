notify { 'x': message => undef =~ 'a' }
