notify { 'a': before => undef, require => [] }
