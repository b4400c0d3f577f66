file { '/etc/foo.conf': ensure => file, alias => 'fooconf' }
notify { 'n': require => File['fooconf'] }
