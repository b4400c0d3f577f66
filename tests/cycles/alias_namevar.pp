file { 'conf': ensure => file, path => '/tmp/conf' }
notify { 'x': require => File['/tmp/conf'], before => File['conf'] }
