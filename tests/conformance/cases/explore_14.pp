File <| title == '/late' |> { mode => '0600' }
file { '/late': ensure => file }
