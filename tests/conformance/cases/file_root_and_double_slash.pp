file { '/': ensure => directory }
file { '/tmp//': ensure => directory }
