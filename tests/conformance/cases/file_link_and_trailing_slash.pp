file { '/x': ensure => link, target => '/y' }
file { '/y/': ensure => directory }
