@@file { '/exp': ensure => file }
File <| title == '/exp' |> { mode => '0600' }
