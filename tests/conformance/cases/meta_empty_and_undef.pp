notify { 'a': require => [] }
notify { 'b': before => undef }
