notify { 'x': message => [1] =~ undef }
