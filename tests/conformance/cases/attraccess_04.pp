file { '/etc/x': ensure => file, require => Package['p'] }
package { 'p': }
notify { 'n': message => File['/etc/x']['require'] }
