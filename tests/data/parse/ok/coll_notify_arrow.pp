file { '/etc/app.conf': ensure => file }
service { 'app': ensure => running }
File['/etc/app.conf'] ~> Service <| title == 'app' |>
