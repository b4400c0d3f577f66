notify { "n": message => Undef }
