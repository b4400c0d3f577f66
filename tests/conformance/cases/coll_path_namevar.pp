file { '/x': path => '/real' }
File <| path == '/real' |> { mode => '0644' }
