# A file autorequires its nearest managed ancestor directory (here
# /srv/sp/a: /srv/sp/a/b is not managed), which closes a cycle.
file { '/srv/sp/a': ensure => directory, require => Notify['x'] }
notify { 'x': require => File['/srv/sp/a/b/c'] }
file { '/srv/sp/a/b/c': ensure => file }
