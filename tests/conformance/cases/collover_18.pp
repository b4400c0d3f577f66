file { '/v': ensure => file, owner => 'root' }
File <| title == '/v' |> { owner => undef }
