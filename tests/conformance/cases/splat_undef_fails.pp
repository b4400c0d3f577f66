notify { 'a': * => undef }
