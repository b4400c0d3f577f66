notify { 'n': message => File['/a', '/b'] }
