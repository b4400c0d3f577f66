@@file { '/e': ensure => file }
File <| title == '/e' |>
