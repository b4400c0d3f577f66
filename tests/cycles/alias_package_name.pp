package { 'web server': name => 'nginx' }
notify { 'n': require => Package['web server'], before => Package['nginx'] }
