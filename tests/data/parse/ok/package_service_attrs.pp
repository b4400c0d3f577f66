package { 'nginx': ensure => '1.2.3', provider => apt, install_options => ['--no-install-recommends'] }
service { 'nginx': ensure => running, enable => true, hasstatus => true, hasrestart => true, restart => '/bin/true' }
