service { 's': ensure => running, provider => systemd, nosuch => 1 }
