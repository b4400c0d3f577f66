rt_pathlike { '/tmp/x': owner => 'root', ensure => directory }
rt_pathlike { 'other': path => '/tmp/y', group => 'wheel' }
