file { 'conf': path => '/etc/c', ensure => file }
notify { 'n': require => File['/etc/c'] }
