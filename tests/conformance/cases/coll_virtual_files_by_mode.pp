@file { ['/a', '/b']: ensure => file, mode => '0600' }
File <| mode == '0600' |> { owner => 'root' }
