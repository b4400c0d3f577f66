service { 's': ensure => running, enable => true, hasstatus => yes }
package { 'p': ensure => latest }
