# An exec autorequires its cwd, the absolute files its command (and
# onlyif/unless lines) start with, a quoted command path, and its user.
exec { 'run':
  command => '/srv/sp/bin/tool --x',
  cwd     => '/srv/sp/work',
  onlyif  => ['/srv/sp/bin/check one', 'test -f /srv/sp/never'],
  user    => 'deploy',
  path    => '/bin:/usr/bin',
}
exec { 'quoted': command => '"/srv/sp/my tool" arg', path => '/bin' }
file { '/srv/sp/bin/tool': ensure => file, require => Notify['t'] }
notify { 't': require => Exec['run'] }
file { '/srv/sp/work': ensure => directory, require => Notify['w'] }
notify { 'w': require => Exec['run'] }
file { '/srv/sp/bin/check': ensure => file, require => Exec['run'] }
file { '/srv/sp/never': ensure => file, require => Exec['run'] }
file { '/srv/sp/my tool': ensure => file, subscribe => Exec['quoted'] }
user { 'deploy': ensure => present, require => Exec['run'] }
