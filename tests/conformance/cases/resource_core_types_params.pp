user { 'bob': ensure => present, uid => 10, managehome => true }
group { 'g': gid => 5 }
package { 'p': ensure => installed, provider => 'apt' }
service { 's': ensure => running, enable => true, hasrestart => true }
exec { '/bin/true': unless => '/bin/false', refreshonly => true }
