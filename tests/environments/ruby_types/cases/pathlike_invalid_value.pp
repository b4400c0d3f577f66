rt_pathlike { 'relative': ensure => bogus }
