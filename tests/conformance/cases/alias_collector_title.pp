@file { '/etc/foo.conf': ensure => file, alias => 'fooconf' }
File <| title == 'fooconf' |>
