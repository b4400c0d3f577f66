file { '/etc/x': ensure => link, target => '/etc/y' }
file { '/etc/dir': ensure => directory, recurse => true, purge => true, force => true }
file { '/etc/src': source => ['puppet:///modules/m/a', 'puppet:///modules/m/b'] }
