@notify { 'a': }
Notify <| |> -> notify { 'z': }
