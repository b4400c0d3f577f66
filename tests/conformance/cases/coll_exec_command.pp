exec { 'e': command => '/bin/true' }
Exec <| command == '/bin/true' |> { timeout => 5 }
