class { 'myclass': given => 'given', b => 'given_b', c => undef }
