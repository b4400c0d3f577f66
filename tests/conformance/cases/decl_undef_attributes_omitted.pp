notify { 'x': message => undef, withpath => undef }
