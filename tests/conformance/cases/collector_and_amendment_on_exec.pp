exec { 'x': command => '/bin/true' }
Exec <| |> { path => '/bin' }
Exec['x'] { cwd => '/tmp' }
