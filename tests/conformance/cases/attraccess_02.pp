file { '/etc/x': ensure => file }
notify { 'n': message => File['/etc/x']['owner'] }
