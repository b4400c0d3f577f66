notify { 'x': message => 'a' < undef }
