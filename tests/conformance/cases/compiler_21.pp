file { default: mode => '0644'; ['/a', '/b']: ensure => file }
