file { '/etc/ntp.conf': }
@package { 'ntp': require => File['/etc/ntp.conf'] }
@package { 'other': }
Package <| require == File['/etc/ntp.conf'] |>
