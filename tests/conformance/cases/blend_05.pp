file { '/a': ensure => file }
notify { 'x': message => File['/a']['mode'] }
