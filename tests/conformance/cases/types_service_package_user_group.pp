service { 'svc': ensure => running, enable => true, hasrestart => true }
package { 'pkg': ensure => '1.2.3', provider => 'apt' }
user { 'u': uid => 1000, managehome => true }
group { 'g': gid => 1000, members => ['u'] }
