file { '/x': ensure => link, target => '/y' }
file { '/z': ensure => bogus }
