notify { 'n1': }
Notify <| |> -> notify { 'last': }
