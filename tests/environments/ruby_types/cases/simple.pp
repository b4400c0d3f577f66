rt_simple { 'a': ensure => present, value => 'x', force => true }
