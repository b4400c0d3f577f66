exec { '/usr/local/bin/tool --x': }
file { '/usr/local/bin/tool': ensure => file, require => Notify['m'] }
notify { 'm': require => Exec['/usr/local/bin/tool --x'] }
