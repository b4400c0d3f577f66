notify { 'x': message => "${File['/a']['ensure']}" }
file { '/a': ensure => file }
