user { 'bob': ensure => present, managehome => true, groups => ['a', 'b'], purge_ssh_keys => true }
group { 'a': gid => 1000 }
