file { '/x': ensure => file, mode => '0644' }
File <| |> { ensure => absent }
