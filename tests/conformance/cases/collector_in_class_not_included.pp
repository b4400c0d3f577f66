@notify { 'v': }
class unused { Notify <| |> }
