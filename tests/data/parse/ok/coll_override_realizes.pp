@file { '/v': ensure => file }
File <| title == '/v' |> { mode => '0600' }
