class web { @file { '/etc/web': ensure => file } }
include web
File <| tag == 'web' |>
