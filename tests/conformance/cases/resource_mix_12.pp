@notify { 'v': tag => ['t1'] }
notify { 'r': }
Notify <| tag == 't1' |> -> Notify['r']
