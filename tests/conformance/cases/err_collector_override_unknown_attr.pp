@notify { 'a': }
Notify <| |> { bogus => 1 }
