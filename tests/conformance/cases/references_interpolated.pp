notify { 'n': message => "${File['/a']} and ${Class['x']}" }
