file { '/d': ensure => directory, recurse => true, purge => true, force => true, owner => 'root', group => 0, mode => '0755' }
file { '/l': ensure => link, target => '/d' }
file { '/c': content => "a\nb\n", source => ['puppet:///a','puppet:///b'], replace => false }
