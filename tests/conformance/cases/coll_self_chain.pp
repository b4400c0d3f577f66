notify { ['a','last']: }
Notify <| |> -> Notify['last']
