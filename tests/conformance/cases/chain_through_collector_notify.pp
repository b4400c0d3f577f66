file { '/etc/x': ensure => file }
service { 's1': }
service { 's2': tag => 'other' }
exec { 'reload': command => '/bin/true', refreshonly => true }
File['/etc/x'] ~> Service <| tag != 'other' |> -> Exec['reload']
