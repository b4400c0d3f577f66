@@file { '/exp': ensure => file }
File <| title == '/exp' |>
