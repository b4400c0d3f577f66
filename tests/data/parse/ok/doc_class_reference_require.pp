class ntp::install { package { 'ntp': } }
include ntp::install
service { 'ntpd': require => Class['ntp::install'] }
