file { '/gone': ensure => absent }
package { 'p': ensure => latest }
service { 's': ensure => stopped, enable => false }
