@@file { '/exp': ensure => file }
notify { 'x': require => File['/exp'] }
