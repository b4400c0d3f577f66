file { '/etc/f': ensure => file }
file { '/etc/f/': ensure => file }
