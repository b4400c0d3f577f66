exec { 'a': command => '/bin/true', refreshonly => true, subscribe => File['/f'] }
file { '/f': ensure => file, notify => Exec['a'] }
