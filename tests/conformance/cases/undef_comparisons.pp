$v = undef
notify { 'n': message => [$v == undef, $v =~ Undef, !$v, "${v}" == ''] }
