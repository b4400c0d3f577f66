group { 'g': ensure => present, gid => 5000, members => ['a', 'b'], system => true }
