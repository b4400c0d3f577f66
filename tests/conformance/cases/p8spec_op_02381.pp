notify { 'x': message => String(undef =~ [1,2]) }
