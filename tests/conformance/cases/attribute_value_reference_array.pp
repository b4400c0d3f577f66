file { ['/a', '/b']: }
notify { 'n': require => [File['/a'], [File['/b']]] }
