file { '/etc/long/path': alias => 'short' }
notify { 'n': require => File['short'] }
