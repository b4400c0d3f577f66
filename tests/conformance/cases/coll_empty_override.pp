@notify { 'a': }
Notify <| |> { }
