file { '/x': mode => '0644' }
File <| title == '/x' |> { mode => '0600' }
File <| title == '/x' |> { mode => '0640' }
