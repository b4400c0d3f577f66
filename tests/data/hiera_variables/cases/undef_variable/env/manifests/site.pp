$v = undef
notice(lookup('k'))
