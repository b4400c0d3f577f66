@file { '/v': ensure => file }
notify { 'x': require => File['/v'] }
