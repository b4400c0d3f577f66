@file { '/f': ensure => present }
File <| ensure == present |>
