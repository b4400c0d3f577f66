file { '/a': content => 'x' }
notify { 'n': message => File['/a']['path'] }
