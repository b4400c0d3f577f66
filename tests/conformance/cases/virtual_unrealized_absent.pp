@file { '/v': ensure => file }
file { '/r': ensure => file }
