@@file { '/e': ensure => file, tag => ['x'] }
File <<| |>> -> notify { 'after': }
