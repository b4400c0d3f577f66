file { '/a': ensure => file }
File <| title == '/a' |> { * => { mode => '0600', owner => 'me' } }
