notify { 'a': }
Notify <| name == 'a' |> { message => 'by name' }
