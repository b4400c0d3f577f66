file { '/etc/x': ensure => file, tag => ['a', 'b'] }
notify { 'n': message => File['/etc/x']['tag'] }
