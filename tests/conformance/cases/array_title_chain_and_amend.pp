file { ['/a', '/b']: ensure => file } -> notify { 'after files': }
File['/a'] { mode => '0600' }
