file { ['/a', '/b']: ensure => file, mode => '0600' }
notify { 'n': message => File['/a', '/b']['mode'] }
