@@file { '/e': ensure => present }
File <<| |>> { mode => '0600' }
File <| |> { owner => 'root' }
