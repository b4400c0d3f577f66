file { '/x': ensure => directory, recurse => true, purge => true, force => true }
