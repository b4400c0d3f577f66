@notify { 'a': }
notify { 'b': }
Notify <| |> -> Notify['b']
