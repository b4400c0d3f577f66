notify { 'a': require => undef, before => [] }
