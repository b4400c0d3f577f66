@file { '/v': ensure => file }
File['/v'] -> notify { 'x': }
