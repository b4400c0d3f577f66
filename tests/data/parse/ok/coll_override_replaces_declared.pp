class a { file { '/x': mode => '0644', owner => 'a' } }
include a
File <| owner == 'a' |> { mode => '0600' }
