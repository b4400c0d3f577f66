# An automatic relationship against a manual one in the other direction
# is skipped: no cycle.
file { '/srv/sp/a': ensure => directory, require => File['/srv/sp/a/b'] }
file { '/srv/sp/a/b': ensure => file }
