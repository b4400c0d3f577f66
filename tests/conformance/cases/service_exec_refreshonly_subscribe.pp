service { 'svc': ensure => running, enable => true, hasrestart => true }
exec { 'reload': command => '/bin/true', refreshonly => true, subscribe => Service['svc'] }
