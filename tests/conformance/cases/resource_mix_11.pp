file { default: mode => '0644'; ['/a', '/b']: owner => 'x'; '/c': mode => '0600' }
