file { '/tmp/d': ensure => absent, recurse => true, force => true, backup => false }
