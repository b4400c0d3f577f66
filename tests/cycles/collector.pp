@notify { 'v1': }
notify { 'v2': before => Notify['v1'] }
Notify <| title == 'v1' |> -> Notify['v2']
