package { 'nginx': ensure => installed }
service { 'nginx': ensure => running, enable => true, subscribe => Package['n }
group { 'web': gid => 500 }
user { 'web': gid => 'web', require => Group['web'] }
