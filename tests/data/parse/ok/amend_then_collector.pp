file { '/a': ensure => file }
File['/a'] { mode => '0644' }
File <| title == '/a' |> { mode => '0600' }
