notify { 'a': message => 1 }
Notify <| message == 1 |> { withpath => true }
Notify <| message == '1' |> { loglevel => 'debug' }
