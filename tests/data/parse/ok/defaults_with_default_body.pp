File { mode => '0644', owner => 'root' }
file { default: owner => 'web'; ['/a', '/b']: ; '/c': mode => '0600' }
