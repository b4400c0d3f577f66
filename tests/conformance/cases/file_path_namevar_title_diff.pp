file { 'cfg': path => '/etc/cfg', ensure => file }
notify { 'n': require => File['cfg'] }
