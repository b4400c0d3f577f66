notify { 'n': message => [File['/a'], Class['x::y'], Resource['file', '/b'], Resource[File, '/c']] }
