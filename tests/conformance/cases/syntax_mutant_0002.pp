file {  ' '/tmp/a': ensure => file, mode => '0644', owner => 'root' }
