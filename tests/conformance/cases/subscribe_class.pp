class svc { service { 'x': ensure => running } }
include svc
file { '/etc/x.conf': notify => Class['svc'] }
