file { '/a': ensure => file, mode => '0644' }
File <| title == '/a' |> { mode => '0600' }
notify { "m=${File['/a']['mode']}": }
