# A file autorequires its owner and group (by name, not by number).
user { 'bob': ensure => present, require => File['/srv/sp/x'] }
group { 'staff': ensure => present, require => Notify['g'] }
notify { 'g': require => File['/srv/sp/y'] }
file { '/srv/sp/x': ensure => file, owner => 'bob' }
file { '/srv/sp/y': ensure => file, group => 'staff' }
file { '/srv/sp/z': ensure => file, owner => 0, group => '0', before => User['bob'] }
