file { ['/a', '/b']: ensure => file }
File['/a', '/b'] { mode => '0600' }
