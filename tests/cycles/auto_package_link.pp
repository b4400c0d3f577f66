# A package autorequires its absolute source; a link autorequires its
# target; a file found by its path when its title differs.
package { 'p': ensure => installed, source => '/srv/sp/p.deb', provider => dpkg }
file { '/srv/sp/p.deb': ensure => file, require => Notify['p'] }
notify { 'p': require => Package['p'] }
file { '/srv/sp/link': ensure => link, target => '/srv/sp/target' }
file { 'the target': path => '/srv/sp/target', ensure => file, require => Notify['l'] }
notify { 'l': require => File['/srv/sp/link'] }
