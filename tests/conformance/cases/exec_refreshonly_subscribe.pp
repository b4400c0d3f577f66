file { '/etc/a': ensure => file }
exec { 'reload': command => '/bin/reload', refreshonly => true, subscribe => File['/etc/a'], path => ['/bin','/usr/bin'] }
